// Types of scripts/docs-claims.mjs for its test (the docs check itself runs it as plain JavaScript).
export type NumberClaim = { name: string; value: string };
export declare function claimText(file: string, text: string): string;
export declare function namedPaths(line: string): string[];
export declare function namedFiles(line: string): string[];
export declare function filesNamed(name: string, tracked: string[]): string[];
export declare function numberClaims(line: string): NumberClaim[];
export declare function judgeNumberClaim(claim: NumberClaim, source: string): string;
export declare function featuresNamed(text: string): Set<string>;
