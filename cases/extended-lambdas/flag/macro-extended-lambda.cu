/*---
section: I.6
clause: xlambda.macro
description: "With --extended-lambda, nvcc defines __CUDACC_EXTENDED_LAMBDA__ (host and device passes)"
verdict: ok
revisions:
  extended-lambda: {flags: ["--extended-lambda"]}
  expt-extended-lambda: {flags: ["--expt-extended-lambda"], note: "With --expt-extended-lambda, nvcc defines __CUDACC_EXTENDED_LAMBDA__ (host and device passes). --expt-extended-lambda is the older spelling of --extended-lambda (002 / 000); read as the same flag, so the macro is defined too."}
---*/
#ifndef __CUDACC_EXTENDED_LAMBDA__
#error "__CUDACC_EXTENDED_LAMBDA__ is not defined"
#endif
__global__ void k(int *p) {
#ifndef __CUDACC_EXTENDED_LAMBDA__
  undefined_identifier_macro_missing_on_device = 1;
#endif
  *p = 1;
}
