/** What the shell passes every page: the route pattern's parameters (e.g. `hash` of the reset route). */
export interface PageProps {
  params: Record<string, string | undefined>;
}
