/** The notes panel keeps its texts in their own namespace, loaded with the panel. */
export const NOTES_NS = 'notes';
