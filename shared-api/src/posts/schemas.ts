// The posts domain's TypeBox schemas (what the server validates and documents): posts, and their
// comments, opinions and ratings.
export * from './post-schemas.ts';
export * from './engagement-schemas.ts';
