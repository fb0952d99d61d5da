// cuconform.h: the few helpers run-phase cases share.
//
// Every case is compiled with `-I cases/include`, so a case may `#include "cuconform.h"`.
// A run case reports through its exit status and stdout; these macros make a CUDA error or a
// failed check end the program with a non-zero status and one line on stderr naming the line.
#pragma once
// NVRTC (`__CUDACC_RTC__`, never defined by nvcc) has no host headers; the host-side macros
// below are then unusable, and a case using them is host code NVRTC does not take.
#ifndef __CUDACC_RTC__
#include <cstdio>
#include <cstdlib>
#endif

// Check a CUDA runtime call on the host; on error print it and exit(3).
#define CC_CHECK(call)                                                                  \
  do {                                                                                  \
    cudaError_t cc_err_ = (call);                                                       \
    if (cc_err_ != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s:%d: CUDA error %s: %s\n", __FILE__, __LINE__,            \
                   cudaGetErrorName(cc_err_), cudaGetErrorString(cc_err_));             \
      std::exit(3);                                                                     \
    }                                                                                   \
  } while (0)

// Check a condition on the host; on failure print it and exit(1).
#define CC_EXPECT(cond)                                                                 \
  do {                                                                                  \
    if (!(cond)) {                                                                      \
      std::fprintf(stderr, "%s:%d: expectation failed: %s\n", __FILE__, __LINE__, #cond); \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

// Synchronise and check both the launch and the execution of the last kernel.
#define CC_SYNC()                                                                       \
  do {                                                                                  \
    CC_CHECK(cudaGetLastError());                                                       \
    CC_CHECK(cudaDeviceSynchronize());                                                  \
  } while (0)
