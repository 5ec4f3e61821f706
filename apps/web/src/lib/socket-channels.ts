// Apart from socket.ts, so a screen can read it without loading the socket.io client.

/** Most channels one screen may hold (the contract caps a subscribe at 50). */
export const channelsPerSubscribeMax = 50;
