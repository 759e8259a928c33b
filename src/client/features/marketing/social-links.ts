/** Where the community lives: a social profile and a forum. Change them here. */
export const socialLinks = {
  social: 'https://x.com/specforge',
  community: 'https://github.com/orgs/specforge/discussions',
} as const;
