/** Most runners that can share a place in a dead heat; beyond this the feed is wrong, not the race. */
export const deadHeatTiedCountMax = 64;
