/**
 * The parameter names of a path template in OpenAPI form: '/api/Notes/OrderNotes/{id}/{noteId}' gives
 * 'id' | 'noteId'. The server hands the template to `createRoute({ path })` as it is; the client fills it.
 */
export type PathParams<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** Every path parameter of the API is a row id. */
export type PathValues<T extends string> = { readonly [Name in PathParams<T>]: number };

/** The URL of one call: the template with each `{name}` replaced by its value. */
export function fillPath<const T extends string>(template: T, values: PathValues<T>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (values as Readonly<Record<string, number | undefined>>)[name];
    // The types forbid a missing value; a cast-away one would otherwise reach the server as 'undefined'.
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}
