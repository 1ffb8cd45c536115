/**
 * For the tests that read the FIDE rating list (formats/playerList.ts, `arbiter import`): the list made small
 * in the official layout. TXT: the header of the combined list as FIDE
 * publishes it (players_list_foa.txt, ratings.fide.com "Download rating lists"); each value starts in the
 * column of its name in the header: ID 1, Name 16, Fed 77, Sex 81, Tit 85, WTit 90, OTit 95, FOA 110,
 * SRtng 114, SGm 120, SK 124, RRtng 127, RGm 133, Rk 137, BRtng 140, BGm 146, BK 150, B-day 153, Flag 159
 * (counted from 1; the standard rating of a line is its characters 114-117). The list of one rate
 * (standard_rating_list.txt) names its rating column by the month: "… FOA JAN23 Gms K  B-day Flag" with
 * the rating at 114, games 120, K 124, B-day 127, Flag 133.
 */
export const COMBINED_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
export const ONE_RATE_HEADER = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA JAN23 Gms K  B-day Flag';
/** A line with each value at its column (counted from 1, as above). */
export const fixedColumns = (values: readonly (readonly [column: number, value: string])[]): string => {
  let line = '';
  for (const [column, value] of values) line = line.padEnd(column - 1) + value;
  return line;
};

/** Carlsen's columns where the combined list and the list of one rate agree: id, name, federation, sex, title, and the standard rating with its games and K. */
export const CARLSEN: readonly (readonly [column: number, value: string])[] = [
  [1, '1503014'],
  [16, 'Carlsen, Magnus'],
  [77, 'NOR'],
  [81, 'M'],
  [85, 'GM'],
  [114, '2833'],
  [120, '0'],
  [124, '10'],
];
