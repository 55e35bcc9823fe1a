/**
 * The query parameters kept as feature attributes (shared-surfaces §2: DDP_Pilot), then taken out of
 * the URL. Its own module, not chat-routing.ts where the chat reads them: the site gate runs this on
 * every page, and with it the whole chat-routing module (and chat.ts) rode in the first screen's entry
 * (decision 080).
 */
/** Query parameters stored as feature attributes (local storage), then removed from the URL. */
const FEATURE_ATTRIBUTE_PARAMS = ['DDP_Pilot'] as const;
/** A feature attribute value is a short token (an experiment or pilot name), never free text. */
const ATTRIBUTE_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The feature attributes a URL carries and the search without them; null when it carries none.
 * A value that is not a short token is dropped from the URL and not kept.
 */
export function takeFeatureAttributes(
  search: string,
): { readonly attributes: Record<string, string>; readonly search: string } | null {
  const params = new URLSearchParams(search);
  if (!FEATURE_ATTRIBUTE_PARAMS.some((p) => params.has(p))) return null;
  const attributes: Record<string, string> = {};
  for (const name of FEATURE_ATTRIBUTE_PARAMS) {
    const value = params.get(name);
    if (value !== null && ATTRIBUTE_VALUE.test(value)) attributes[name] = value;
    params.delete(name);
  }
  const rest = params.toString();
  return { attributes, search: rest ? `?${rest}` : '' };
}
