import type { CardSource } from './cardSource';

/**
 * ITC information for the countries of one card (Germany/Austria, Switzerland): the card appears
 * to users whose ITC sits there, with that ITC's contact and address from the organisations table.
 */
export const itcInfo =
  (countries: readonly string[]): CardSource =>
  async (_db, _user, shared) => {
    const itc = await shared.itc();
    if (!itc || !countries.includes((itc.country ?? '').toUpperCase())) return null;
    return { data: { itc } };
  };
