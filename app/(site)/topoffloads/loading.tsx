import { TableSkeleton } from '@/components/tables/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Topp landing" controls rows={12} />;
}
