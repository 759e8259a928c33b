/** Where people write to us (the server sends contact messages to its SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = 'support@specforge.local';
