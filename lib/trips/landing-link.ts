/**
 * Days after an arrival in which a landing note still belongs to the trip (when no trip follows): the
 * one rule for the boat page's logbook trips and the trip benchmarks derived at ingest.
 */
export const LANDING_AFTER_ARRIVAL_DAYS = 3;
