import type { PageComponent } from '../../../app/page-props';
import { pages, type PageResolver } from '../../../routing/pages';
import type { RouteName } from '../../../routing/route-table';

/** A page that only names itself, for routes whose real page is beside the point of a test. */
export const stubPage = (name: string): PageComponent => {
  const Stub = () => <h1>{`${name} stub`}</h1>;
  Stub.displayName = `Stub(${name})`;
  return Stub;
};

/** The app's pages, with the sign-in area (another feature, tested there) and `overrides` stubbed. */
export function stubbedPages(overrides: Partial<Record<RouteName, PageComponent>> = {}): PageResolver & {
  forgotten: string[];
} {
  const signIn: RouteName[] = ['Login', 'Request Access', 'Account Selection'];
  const stubs: Partial<Record<RouteName, PageComponent>> = {
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
