/*---
section: I.4.7
clause: exception.no-device
description: Exception handling in host code works in a translation unit with device code.
verdict: ok
phase: run
run:
  stdout: "caught null\n"
---*/
#include "cuconform.h"
#include <stdexcept>

__global__ void kern(int *p) { *p = 1; }

static int launch_checked(int *p)
{
  if (!p) throw std::invalid_argument("null");
  kern<<<1, 1>>>(p);
  return 0;
}

int main(void)
{
  try {
    launch_checked(nullptr);
  } catch (const std::invalid_argument &e) {
    std::printf("caught %s\n", e.what());
  }
  return 0;
}
