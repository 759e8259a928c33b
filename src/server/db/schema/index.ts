// The whole schema as one object, as drizzle's relational client wants it.
export * from './api-tokens';
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './marketing';
export * from './profiles';
export * from './projects';
export * from './system';
export * from './teams';
