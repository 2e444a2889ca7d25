/** The floating chat assistant (issue 7). */
export default function ChatWidget() {
  return null;
}
