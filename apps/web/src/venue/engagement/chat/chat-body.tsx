import { chatSegments } from '@aula/shared';

/** A message's text with its http(s) addresses as links that open in a new tab and tell the target nothing. */
export function ChatBody({ body }: { body: string }) {
  return (
    <p className="chat-body">
      {chatSegments(body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
