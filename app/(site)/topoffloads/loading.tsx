import { TableSkeleton } from '@/components/ui/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Topp landing" controls rows={12} />;
}
