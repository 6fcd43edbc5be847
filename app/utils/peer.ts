/** Set by the HTTP guard on every request to the socket's address, replacing any sent value. */
export const PEER_HEADER = "x-every-tongue-peer";
