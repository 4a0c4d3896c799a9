/**
 * Notice content: the sanitised HTML once DOMPurify has loaded (it is loaded on the first notice),
 * its plain text until then — never unsanitised markup.
 */

/** WordPress dependencies */
import { useEffect, useState } from '@wordpress/element';

/** Internal dependencies */
import {
	loadNoticeSanitizer,
	noticeText,
	type NoticeSanitizer,
} from '../../data/notices';

/** The notice sanitiser, or null while it loads. */
export function useNoticeSanitizer(): NoticeSanitizer | null {
	const [ sanitize, setSanitize ] = useState< NoticeSanitizer | null >(
		null
	);
	useEffect( () => {
		let mounted = true;
		loadNoticeSanitizer().then(
			( loaded ) => mounted && setSanitize( () => loaded )
		);
		return () => {
			mounted = false;
		};
	}, [] );
	return sanitize;
}

export interface NoticeHtmlProps {
	html: string;
	as?: 'div' | 'li';
	className?: string;
}

/** One notice's content. */
export function NoticeHtml( {
	html,
	as: Tag = 'div',
	className,
}: NoticeHtmlProps ) {
	const sanitize = useNoticeSanitizer();
	if ( ! sanitize ) {
		return <Tag className={ className }>{ noticeText( html ) }</Tag>;
	}
	return (
		<Tag
			className={ className }
			dangerouslySetInnerHTML={ { __html: sanitize( html ) } }
		/>
	);
}
