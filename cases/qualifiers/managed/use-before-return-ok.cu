/*---
section: I.4.3.2
clause: managed.no-use-after-exit
description: The same read done at the end of main, before exit() runs, is fine.
verdict: ok
phase: run
run:
  stdout: "11\n"
---*/
#include <cstdio>

__managed__ int xxx = 10;

int main(void)
{
  xxx = 11;
  std::printf("%d\n", xxx);
  return 0;
}
