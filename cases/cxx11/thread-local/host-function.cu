/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local is allowed in host code."
verdict: ok
---*/
int counter(void) {
  thread_local int n = 0;
  return ++n;
}
