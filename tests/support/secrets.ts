/**
 * Secrets a production start accepts (issue 39 item 3): 32 characters or more, at least 16 different ones, and far
 * apart from each other. Made once with `openssl rand -base64 30`; they open nothing but a test's own server.
 */
export const testSecrets = {
  TOKEN_SECRET: 'PExSL9Cs83VAnSqgCIVfztYij/1xTzUUG9t1PojB',
  DOWNLOAD_LINK_SECRET: 'HyH6+V3gLVot+QcuqYF5nQ4HulolCVskJ3LoyhnE',
  STORED_SECRETS_KEY: '3CD89H7liS6mBb7ccQz4xipZrLvNiUiyrqjb6NB0',
} as const;
