/*---
section: I.4.8
clause: stdlib.host-only
description: printf, malloc and free in device code are specified otherwise (formatted output, dynamic global memory allocation) and work.
verdict: ok
phase: run
run:
  stdout: "14\n"
---*/
#include "cuconform.h"

__global__ void kern(void)
{
  int *p = (int *)malloc(4 * sizeof(int));
  if (!p) { printf("no memory\n"); return; }
  for (int i = 0; i < 4; ++i) p[i] = i * i;
  printf("%d\n", p[0] + p[1] + p[2] + p[3]);
  free(p);
}

int main(void)
{
  kern<<<1, 1>>>();
  CC_SYNC();
  return 0;
}
