import { TableSkeleton } from '@/components/ui/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Søkeresultater" rows={10} />;
}
