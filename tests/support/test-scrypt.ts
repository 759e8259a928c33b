/**
 * Password hashing's work factor (log2 N) in test runs: real scrypt at 1/32 of production's cost,
 * since the suites make hundreds of accounts on a two-core machine (ADR 0032).
 */
export const testScryptLogN = '12';
