/**
 * Works out where a visit came from, as sourcebuster does: utm parameters first, then a search
 * engine referrer (organic), then another site (referral, only when no session is running), then a
 * direct visit (typein, only for a visitor with no stored source). Pure: URL and referrer in.
 */

/** Internal dependencies */
import { UTM_TRIGGER_PARAMS } from '../../common/attribution/constants';
import {
	ORGANIC_SOURCES,
	REFERRAL_ALIASES,
	SOURCE_DIRECT,
	SOURCE_NONE,
} from './constants';

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** The `sbjs_current` record. */
export interface TrafficSource {
	type: SourceType;
	source: string;
	medium: string;
	campaign: string;
	content: string;
	id: string;
	term: string;
	platform: string;
	format: string;
	tactic: string;
}

/** What the visit looks like. */
export interface VisitContext {
	/** The page address (location.href). */
	url: string;
	/** document.referrer ('' when none). */
	referrer: string;
	/** A session cookie exists (the visitor is mid-session). */
	hasSession: boolean;
	/** A first or current source is already stored. */
	hasStoredSource: boolean;
}

/** A host without a leading "www.". */
export function bareHost( host: string ): string {
	return host.toLowerCase().replace( /^www\./, '' );
}

function parseUrl( address: string ): URL | null {
	try {
		return new URL( address );
	} catch {
		return null;
	}
}

function endsWithHost( host: string, suffix: string ): boolean {
	return host === suffix || host.endsWith( `.${ suffix }` );
}

function record(
	type: SourceType,
	source: string,
	medium: string,
	extra: Partial< TrafficSource > = {}
): TrafficSource {
	return {
		type,
		source,
		medium,
		campaign: SOURCE_NONE,
		content: SOURCE_NONE,
		id: SOURCE_NONE,
		term: SOURCE_NONE,
		platform: SOURCE_NONE,
		format: SOURCE_NONE,
		tactic: SOURCE_NONE,
		...extra,
	};
}

function fromUtm(
	params: URLSearchParams,
	referrer: URL | null
): TrafficSource {
	const get = ( name: string ) => params.get( name ) || '';
	const gclid = params.has( 'gclid' );
	const yclid = params.has( 'yclid' );
	const paid = ( google: string, yandex: string ) => {
		if ( gclid ) {
			return google;
		}
		return yclid ? yandex : SOURCE_NONE;
	};
	let term = get( 'utm_term' );
	if (
		! term &&
		referrer &&
		/^(?:.*\.)?yandex\..{2,9}$/i.test( referrer.hostname )
	) {
		term = referrer.searchParams.get( 'text' ) || '';
	}
	return record(
		'utm',
		get( 'utm_source' ) || paid( 'google', 'yandex' ),
		get( 'utm_medium' ) || paid( 'cpc', 'cpc' ),
		{
			campaign:
				get( 'utm_campaign' ) || paid( 'google_cpc', 'yandex_cpc' ),
			content: get( 'utm_content' ) || SOURCE_NONE,
			id: get( 'utm_id' ) || SOURCE_NONE,
			term: term || SOURCE_NONE,
			platform: get( 'utm_source_platform' ) || SOURCE_NONE,
			format: get( 'utm_creative_format' ) || SOURCE_NONE,
			tactic: get( 'utm_marketing_tactic' ) || SOURCE_NONE,
		}
	);
}

/** The search engine a referrer comes from, or null. */
export function organicSource( referrer: URL ): string | null {
	const host = referrer.hostname.toLowerCase();
	if (
		referrer.search &&
		/^(?:.*\.)?yandex\..{2,9}$/.test( host ) &&
		referrer.searchParams.has( 'text' )
	) {
		return 'yandex';
	}
	if ( /^(?:www\.)?google\..{2,9}$/.test( host ) ) {
		return 'google';
	}
	if ( ! referrer.search ) {
		return null;
	}
	const engine = ORGANIC_SOURCES.find(
		( entry ) =>
			endsWithHost( host, entry.host ) &&
			referrer.searchParams.has( entry.param )
	);
	return engine ? engine.display : null;
}

/**
 * The visit's source, or null when the stored current source stays (an internal page view, or a
 * returning visitor mid-session arriving from another site).
 */
export function resolveTrafficSource(
	context: VisitContext
): TrafficSource | null {
	const page = parseUrl( context.url );
	const referrer = context.referrer ? parseUrl( context.referrer ) : null;
	const params = page?.searchParams ?? new URLSearchParams();
	if ( UTM_TRIGGER_PARAMS.some( ( name ) => params.has( name ) ) ) {
		return fromUtm( params, referrer );
	}
	const external =
		referrer !== null &&
		page !== null &&
		! endsWithHost(
			bareHost( referrer.hostname ),
			bareHost( page.hostname )
		);
	if ( external && referrer ) {
		const engine = organicSource( referrer );
		if ( engine ) {
			return record( 'organic', engine, 'organic' );
		}
		if ( ! context.hasSession ) {
			const host = bareHost( referrer.hostname );
			const alias = REFERRAL_ALIASES.find( ( entry ) =>
				endsWithHost( host, entry.host )
			);
			return record(
				'referral',
				alias ? alias.display : host,
				'referral',
				{
					content: referrer.pathname,
				}
			);
		}
	}
	if ( ! context.hasStoredSource ) {
		return record( 'typein', SOURCE_DIRECT, SOURCE_NONE );
	}
	return null;
}
