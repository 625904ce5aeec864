import type { ESLint, Rule } from 'eslint';

export declare const featureBoundaries: Rule.RuleModule;
export declare const boundariesPlugin: ESLint.Plugin;
