/** The PHP_CodeSniffer ruleset `npm run lint` uses, from what `phpcs -i` lists. */
export declare function phpcsStandard( installed: string ): 'phpcs.xml.dist' | 'phpcs-core.xml.dist';
