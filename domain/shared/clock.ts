/** Time comes into the core only through this port. */
export interface Clock {
  now(): Date;
}
