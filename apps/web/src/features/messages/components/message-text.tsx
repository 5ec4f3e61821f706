import { Anchor, Text, type TextProps } from '@mantine/core';
import { linkParts } from '../message-links';

/**
 * A message's plain text as React text (line breaks kept), its http(s) links clickable in a new tab
 * without the opener or the referrer; never rendered as HTML.
 */
export function MessageText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
