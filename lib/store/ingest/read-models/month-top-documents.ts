import { SCOPE, type ReadModel } from './read-model';

/** Landing notes kept per month, heaviest first: the front page's list of the month's biggest landings. */
export const TOP_DOCUMENTS_PER_MONTH = 5;

/**
 * The heaviest landing notes of every month (round weight of all their lines; ties by key), so the
 * front page reads the month's few rows instead of grouping a month of landing lines
 * (lib/landings/front/front-news.ts). A note lands on one day, so each note belongs to one month.
 */
export const MONTH_TOP_DOCUMENTS: ReadModel = {
  table: 'month_top_documents',
  scope: [SCOPE.month],
  select: (source) => `
   select month, doc_key, round_weight from (
     select date_trunc('month', landing_date)::date as month, doc_key, sum(round_weight) as round_weight
     from ${source} where landing_date is not null group by 1, 2
   )
   qualify row_number() over (partition by month order by round_weight desc, doc_key) <= ${TOP_DOCUMENTS_PER_MONTH}
   order by month, round_weight desc, doc_key`,
};
