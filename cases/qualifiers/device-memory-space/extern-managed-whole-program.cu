/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: An extern __managed__ variable is rejected in whole program compilation mode.
verdict: error
---*/
extern __managed__ int counter;  // expect-error

__global__ void kern(void)
{
  counter = 1;
}
