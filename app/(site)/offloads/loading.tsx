import { TableSkeleton } from '@/components/tables/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Siste landing" controls rows={12} />;
}
