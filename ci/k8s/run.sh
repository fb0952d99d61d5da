#!/bin/sh
# Applies ci/k8s/cuconform.yaml one stage at a time (Kubernetes does not order Jobs): the
# volume, the build Job, then the GPU Job once every build completed, then the report Job once
# the GPU Job finished either way. NAMESPACE (default: the context's) and TIMEOUT (default 3h).
set -eu
here=$(dirname "$0")
ns=${NAMESPACE:+--namespace=$NAMESPACE}
timeout=${TIMEOUT:-3h}
docs() { awk -v want="$1" 'BEGIN{RS="\n---\n"} $0 ~ "\nmetadata:\n  name: " want "\n" {print; print "---"}' "$here/cuconform.yaml"; }
# shellcheck disable=SC2086
{
  docs cuconform-work | kubectl apply $ns -f -
  for job in cuconform-build cuconform-gpu cuconform-report; do
    kubectl delete $ns job "$job" --ignore-not-found
  done
  docs cuconform-build | kubectl apply $ns -f -
  kubectl wait $ns --for=condition=complete --timeout="$timeout" job/cuconform-build
  docs cuconform-gpu | kubectl apply $ns -f -
  # Complete or failed: the report says which results are missing either way.
  kubectl wait $ns --for=condition=complete --timeout="$timeout" job/cuconform-gpu || true
  docs cuconform-report | kubectl apply $ns -f -
  kubectl wait $ns --for=condition=complete --timeout=30m job/cuconform-report
}
