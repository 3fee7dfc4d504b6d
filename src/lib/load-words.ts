/**
 * What the frame of a load says (`Screen`, `LoadedContent`): while it comes, and why it failed
 * (shown with `Réessayer`). A list that several screens show keeps its words once (`ordersWords`
 * beside its query, `documentsWords`), and each screen spreads them: `{...ordersWords}`.
 */
export interface LoadWords {
  loading: string;
  error: string;
}

/** The `empty` of `Screen` and `LoadedContent` for a list: what is said when it has no item. */
export const whenNone = (message: string) => ({
  when: (list: readonly unknown[]) => list.length === 0,
  message,
});
