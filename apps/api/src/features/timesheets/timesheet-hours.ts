/**
 * A figure of the analysis (hours with 2 decimals) in whole minutes, as the screens round it: the
 * record writes them with the contract's `minutesText`, and its totals are sums of these minutes,
 * never of rounded hours.
 */
export const minutesOf = (hours: number) => Math.round(hours * 60);
