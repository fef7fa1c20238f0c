import { TableSkeleton } from '@/components/tables/table-skeleton';

export default function Loading() {
  return <TableSkeleton title="Søkeresultater" rows={10} />;
}
