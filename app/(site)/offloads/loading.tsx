import { TableSkeleton } from '@/components/ui/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Siste landing" controls rows={12} />;
}
