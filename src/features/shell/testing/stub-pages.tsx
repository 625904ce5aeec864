import { pages, type PageComponent, type PageResolver } from '../../../routing/pages';

/** A page that only names itself, for routes whose real page is beside the point of a test. */
export const stubPage = (name: string): PageComponent => {
  const Stub = () => <h1>{`${name} stub`}</h1>;
  Stub.displayName = `Stub(${name})`;
  return Stub;
};

/** The app's pages, with the sign-in area (another feature, tested there) and `overrides` stubbed. */
export function stubbedPages(overrides: Record<string, PageComponent> = {}): PageResolver & {
  forgotten: string[];
} {
  const signIn = ['Login', 'Request Access', 'Account Selection'];
  const stubs: Record<string, PageComponent> = {
    ...Object.fromEntries(signIn.map((name) => [name, stubPage(name)])),
    ...overrides,
  };
  const forgotten: string[] = [];
  return {
    forgotten,
    pageFor: (name) => stubs[name] ?? pages.pageFor(name),
    forget: (name) => {
      forgotten.push(name);
      delete stubs[name];
      pages.forget(name);
    },
  };
}
