/** A theme the scale bench measures: its label in the results and its folder under wp-content/themes. */
export interface ScaleTheme {
	label: string;
	theme: string;
}

/** The scale bench's options. */
export interface ScaleArgs {
	url: string | null;
	wp: string[] | null;
	bookings: number[];
	departures: number;
	runs: number;
	themes: ScaleTheme[];
	admin: string;
	readme: boolean;
	readmeOnly: boolean;
}

/** One page's figures. */
export interface ScalePage {
	ms: number;
	bytes: number;
	memoryMb: number | null;
}

/** bench/scale-results.json. */
export interface ScaleResults {
	runs: Record< string, Record< string, any > >;
}

export declare function parseScaleArgs( argv: string[] ): ScaleArgs;
export declare function median( values: number[] ): number;
export declare function manifestLinks(
	html: string,
	departureId: number
): { screen?: string; print?: string; csv?: string };
export declare function manifestSeats( html: string ): {
	offered: number;
	sold: number;
	left: number;
	bookings: number;
} | null;
export declare function renderScaleSection( results: ScaleResults ): string;
