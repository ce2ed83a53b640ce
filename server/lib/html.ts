// Text put into HTML the server writes itself (an email, a small page): the five characters that
// could end a text or an attribute written as entities.
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

export const escapeHtml = (text: string): string => text.replace(/[<>&'"]/g, (char) => ENTITIES[char]!);
