import {
  ChatEvent,
  ChatRequestStatus,
  type ChatMessageView,
  type ChatRequestStatus as Status,
} from '@coverline/contracts';

/** Where a request stands, read from the lifecycle events among its messages. */
export function statusFromMessages(messages: readonly ChatMessageView[]): Status {
  let status: Status = ChatRequestStatus.Assistant;
  for (const m of messages) {
    switch (m.event) {
      case ChatEvent.HandoffRequested:
        status = ChatRequestStatus.Waiting;
        break;
      case ChatEvent.HandoffFailure:
        status = ChatRequestStatus.Unanswered;
        break;
      case ChatEvent.AgentJoin:
      case ChatEvent.HandoffSuccess:
        status = ChatRequestStatus.WithStaff;
        break;
      case ChatEvent.Close:
        status = ChatRequestStatus.Closed;
        break;
      default:
        break;
    }
  }
  return status;
}
