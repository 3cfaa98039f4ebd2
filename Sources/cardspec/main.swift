import CardSpecCLI
import Foundation

exit(CardSpecCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
