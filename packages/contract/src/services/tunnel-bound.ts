/**
 * How long a V2Ray or Xray tunnel that is already open lives after its service is switched off, deleted or run out
 * (decision 108). Removing a user makes the core refuse new connections at once, but neither core closes the ones
 * open: each ends only when it has carried nothing for the node's `connIdle`. The core checks once every `connIdle`,
 * so a quiet tunnel closes between one and two `connIdle` after its last byte; one that keeps moving data keeps going.
 */

/** The `connIdle` the panel writes into every node's file, in seconds. */
export const TUNNEL_IDLE_SECONDS = 60;

/** The longest a tunnel stays open after its last byte: the figure the panel shows when a service is switched off. */
export const TUNNEL_CLOSE_BOUND_SECONDS = 2 * TUNNEL_IDLE_SECONDS;
