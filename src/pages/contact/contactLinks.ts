// Links built from the contact content: phone, WhatsApp chat, and web addresses we are willing to open.

/** A tel: link keeping only what a dialler understands (digits and a leading +). */
export function telHref(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** WhatsApp's click-to-chat link: https://wa.me/ followed by the number's digits only. */
export function whatsappHref(number: string | null | undefined): string | undefined {
  const digits = number?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : undefined;
}

/** The URL when it is an absolute web address with one of the allowed protocols, else undefined. */
export function webUrl(
  value: string | null | undefined,
  protocols: readonly string[] = ['https:', 'http:'],
): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
