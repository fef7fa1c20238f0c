import { Pagination } from '@/components/ui/pagination';
import { SourceNote } from './source-note';

/** The numbered pages under a directory list (/boats, /firm) and the list's source. */
export function DirectoryPaging({
  list,
  hrefFor,
  label,
  noun,
  source,
}: {
  list: { page: number; count: number; total: number };
  hrefFor: (page: number) => string;
  label: string;
  /** What the list counts, in the plural ("båter"). */
  noun: string;
  source: string;
}) {
  return (
    <>
      <Pagination
        variant="numbered"
        page={list.page}
        count={list.count}
        total={list.total}
        hrefFor={hrefFor}
        label={label}
        noun={noun}
      />
      <SourceNote>{source}</SourceNote>
    </>
  );
}
